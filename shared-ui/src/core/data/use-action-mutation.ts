import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { adminToast, shopToast, type ToastMessage } from '../components/lazy-toaster';
import { describeFailure, type FailureTable } from '../failure/describe-failure';

/** Which surface's toasts (shop 2 000 ms, admin 3 000 ms). */
export type ToastSurface = 'shop' | 'admin';

export interface ActionOptions<Vars, Data> {
  action(vars: Vars): Promise<Data>;
  surface: ToastSurface;
  /** The spec's first broken rule for these values, shown instead of sending (a text, or a title with its line). */
  check?(vars: Vars): string | Omit<ToastMessage, 'type'> | undefined;
  /** The success toast; none when absent or when it returns undefined. */
  success?: string | ((data: Data, vars: Vars) => string | undefined);
  /** The failure's texts; a function decides per error: a text, a whole toast (a warning), or undefined to show nothing. */
  failure: FailureTable | ((error: unknown) => string | ToastMessage | undefined);
  /** Query keys whose data the action changed. */
  invalidates?: QueryKey[];
  onSuccess?(data: Data, vars: Vars): void;
}

const TOASTS = { shop: shopToast, admin: adminToast };

/**
 * A screen's write: checks the spec's rules first, then sends, toasts the outcome with the
 * surface's duration, refreshes what it changed, and tells the screen through `onSuccess`.
 */
export function useActionMutation<Vars = void, Data = unknown>(options: ActionOptions<Vars, Data>) {
  const queryClient = useQueryClient();
  const toast = TOASTS[options.surface];
  const mutation = useMutation<Data, unknown, Vars>({
    mutationFn: options.action,
    onSuccess(data, vars) {
      const text = typeof options.success === 'function' ? options.success(data, vars) : options.success;
      if (text) void toast({ type: 'success', title: text });
      options.invalidates?.forEach((queryKey) => void queryClient.invalidateQueries({ queryKey }));
      options.onSuccess?.(data, vars);
    },
    onError(error) {
      const failure = typeof options.failure === 'function' ? options.failure(error) : describeFailure(error, options.failure);
      if (failure) void toast(typeof failure === 'string' ? { type: 'error', title: failure } : failure);
    },
  });

  /** Runs the action unless a rule is broken; resolves once it has settled either way. */
  async function submit(vars: Vars): Promise<void> {
    const problem = options.check?.(vars);
    if (problem) {
      void toast({ type: 'error', ...(typeof problem === 'string' ? { title: problem } : problem) });
      return;
    }
    await mutation.mutateAsync(vars).catch(() => undefined);
  }

  return { ...mutation, submit };
}
