import { Alert, Button, Text } from '@chakra-ui/react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useDeferredValue, type ReactNode } from 'react';
import { describeFailure, type FailureTable } from '../failure/describe-failure';
import { Loading } from './loading';

interface AsyncContentProps<T> {
  query: Pick<UseQueryResult<T>, 'status' | 'data' | 'error' | 'refetch' | 'isFetching'>;
  /** The load failure's text: the spec's, a table to pick it from, or a function of the error; null where the spec only logs it. */
  failure: string | FailureTable | ((error: unknown) => string) | null;
  /** The text when `isEmpty` says there is nothing to show. */
  emptyText?: string;
  isEmpty?(data: T): boolean;
  loadingLabel?: string;
  /**
   * Other loads the content draws from (a text inside each row): the spinner stays until they have answered or
   * failed, so the content appears at its final size instead of growing under the reader.
   */
  waitFor?: readonly Pick<UseQueryResult, 'isPending'>[];
  children(data: T): ReactNode;
}

const emptyList = (data: unknown) => Array.isArray(data) && data.length === 0;

/** A loaded part of a screen: a spinner, then the content, its empty text, or its failure with a retry. */
export function AsyncContent<T>({ query: latest, failure, emptyText, isEmpty = emptyList, loadingLabel, waitFor = [], children }: AsyncContentProps<T>) {
  // An answer arrives through useSyncExternalStore, which React renders in one uninterruptible task:
  // for a long list that blocks a phone's main thread for hundreds of milliseconds. Deferred, the
  // content is rendered in React's interruptible slices and the page keeps answering taps.
  const query = useDeferredValue(latest);
  if (query.status === 'pending' || waitFor.some((other) => other.isPending)) return <Loading label={loadingLabel} />;
  if (query.status === 'error') {
    if (failure === null) return null;
    const text = typeof failure === 'string' ? failure : typeof failure === 'function' ? failure(query.error) : describeFailure(query.error, failure);
    return (
      <Alert.Root status="error" role="alert" alignItems="center">
        <Alert.Indicator />
        <Alert.Title flex="1">{text}</Alert.Title>
        <Button size="sm" variant="outline" loading={query.isFetching} onClick={() => void query.refetch()}>
          Coba lagi
        </Button>
      </Alert.Root>
    );
  }
  const data = query.data as T;
  if (emptyText !== undefined && isEmpty(data)) {
    return (
      <Text role="status" color="fg.muted" textAlign="center" py="8">
        {emptyText}
      </Text>
    );
  }
  return <>{children(data)}</>;
}
