import { defaultPrototypeChoices, proposeBoardOptions, quotePrototype, shownPrototypeFields, type PriceCatalogue } from '@pcb/contract/domain';
import {
  Alert,
  AsyncContent,
  Box,
  Button,
  DEFAULT_ERROR_TEXT,
  formatRupiah,
  genericFailure,
  HStack,
  loginPathReturningTo,
  PageTitle,
  Stack,
  Text,
  useActionMutation,
  useNavigate,
  useQuery,
  useSearchParams,
  useSession,
} from '@pcb/shared-ui';
import { Grid, PageHeader } from '@pcb/shared-ui/views';
import { useEffect, useRef, useState } from 'react';
import { paths, urls } from '../../../lib/paths';
import { createCustomRequest, customRequestsQuery, optionQueries } from '../api';
import { forgetQuoteDesign, keepQuoteDesign, keptQuoteDesign } from '../kept-quote-design';
import { GerberStart } from './gerber-start';
import { PricePanel } from './price-panel';
import { SUBMIT_FAILURE, INSTANT_QUOTE_TEXTS } from '../texts';

/** The query parameter of the page the sign-in returns to: the buyer asked to keep the quote. */
const KEEP_PARAM = 'simpan';
const RETURN_TO_KEEP = `${paths.instantQuote}?${new URLSearchParams({ [KEEP_PARAM]: '1' })}`;

/** The buyer's design, chosen now or kept in the browser from before the sign-in, and whether keeping it failed. */
function useQuoteDesign() {
  const [design, setDesign] = useState<File | null>(null);
  const [notKept, setNotKept] = useState(false);
  const keeping = useRef<Promise<unknown>>(Promise.resolve());

  useEffect(() => {
    let current = true;
    keptQuoteDesign().then(
      (kept) => current && kept && setDesign((chosen) => chosen ?? kept),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, []);

  function choose(file: File | null) {
    setDesign(file);
    keeping.current = (file ? keepQuoteDesign(file) : forgetQuoteDesign()).then(
      () => setNotKept(false),
      () => setNotKept(file !== null),
    );
  }

  return { design, choose, notKept, kept: () => keeping.current };
}

function Quote({ catalogue }: { catalogue: PriceCatalogue }) {
  const navigate = useNavigate();
  const signedIn = useSession((s) => s.user !== null);
  const keepAsked = useSearchParams()[0].get(KEEP_PARAM) !== null;
  const { design, choose, notKept, kept } = useQuoteDesign();
  const [proposal, setProposal] = useState<Record<string, string> | null>(null);
  const values = { ...defaultPrototypeChoices(catalogue), ...proposal };
  const quote = quotePrototype(catalogue, values);

  const save = useActionMutation({
    surface: 'shop',
    action: async (file: File) => {
      const fields = Object.fromEntries(shownPrototypeFields(values).map((field) => [field, values[field] ?? '']));
      const { body } = await createCustomRequest('prototype', { ...fields, total_cost: quote.total }, file);
      await forgetQuoteDesign().catch(() => undefined);
      return body.data._id;
    },
    success: INSTANT_QUOTE_TEXTS.saved,
    failure: SUBMIT_FAILURE,
    invalidates: [customRequestsQuery.queryKey],
    onSuccess: (id) => navigate(urls.editCustomRequest('prototype', id), { replace: true }),
  });

  // Back from the sign-in with the kept design: saved as soon as its board is measured, once.
  const { isIdle, submit } = save;
  useEffect(() => {
    if (keepAsked && signedIn && design && proposal && isIdle) void submit(design);
  }, [keepAsked, signedIn, design, proposal, isIdle, submit]);

  async function signInFirst(to: string) {
    await kept();
    navigate(loginPathReturningTo(to, RETURN_TO_KEEP));
  }

  return (
    <Grid templateColumns={{ base: '1fr', lg: '1fr 320px' }} gap="6" alignItems="start">
      <Stack gap="4">
        <GerberStart
          heading="File Gerber Anda"
          values={values}
          file={design}
          onFile={(file) => {
            setProposal(null);
            choose(file);
          }}
          propose={(board) => proposeBoardOptions(catalogue, board)}
          onProposal={setProposal}
        />
        {design && (
          <Stack as="section" aria-label="Simpan penawaran" gap="3">
            {/* On a phone the price panel is below the preview's long list: the total rides with the way to keep it. */}
            <Text fontWeight="bold" hideFrom="lg">{`Total ${formatRupiah(quote.total)}`}</Text>
            {signedIn ? (
              <Button alignSelf="start" loading={save.isPending} onClick={() => void save.submit(design)}>
                Simpan sebagai Draf
              </Button>
            ) : (
              <>
                <Text>{INSTANT_QUOTE_TEXTS.signIn}</Text>
                <HStack gap="3" wrap="wrap">
                  <Button onClick={() => void signInFirst(paths.login)}>Login untuk Menyimpan</Button>
                  <Button variant="outline" onClick={() => void signInFirst(paths.register)}>
                    Daftar
                  </Button>
                </HStack>
              </>
            )}
            {notKept && (
              <Alert.Root status="warning">
                <Alert.Indicator />
                <Alert.Title>{INSTANT_QUOTE_TEXTS.notKept}</Alert.Title>
              </Alert.Root>
            )}
          </Stack>
        )}
      </Stack>
      <PricePanel quote={quote} />
    </Grid>
  );
}

/** `/penawaran-instan` (not in the spec, issue 37): a price from a dropped Gerber zip, for anyone; signing in keeps it as a draft. */
export function InstantQuotePage() {
  const catalogue = useQuery(optionQueries.prototype);
  return (
    <>
      <PageTitle page={INSTANT_QUOTE_TEXTS.title} />
      <PageHeader title={INSTANT_QUOTE_TEXTS.title} description={INSTANT_QUOTE_TEXTS.intro} />
      <Box minH="100vh">
        <AsyncContent query={catalogue} failure={genericFailure(DEFAULT_ERROR_TEXT)} loadingLabel="Memuat pilihan...">
          {(found) => <Quote catalogue={found} />}
        </AsyncContent>
      </Box>
    </>
  );
}
