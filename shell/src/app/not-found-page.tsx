import { Button, Heading, Text, useLocation, useNavigate, VStack } from '@pcb/shared-ui';

/** Where every remote sends an unknown path; the shell draws it without loading a remote. */
export const NOT_FOUND_PATH = '/404';

/** Every unknown path of every remote ends here. */
export function NotFoundPage() {
  const navigate = useNavigate();
  const location = useLocation();
  // Opened directly (no earlier page of the shop in this tab): Back goes home instead of leaving the shop.
  // An unknown path opened directly is replaced by /404, so the location has a key of its own; the
  // browser router's index in the history (0 for the tab's first page) tells. A memory router has none.
  const historyIndex: unknown = (window.history.state as { idx?: unknown } | null)?.idx;
  const isFirstPage = typeof historyIndex === 'number' ? historyIndex === 0 : location.key === 'default';
  const back = () => (isFirstPage ? navigate('/') : navigate(-1));
  return (
    <VStack as="main" minH="100vh" justify="center" gap="4" p="6" textAlign="center">
      <title>404</title>
      <Heading size="5xl" color="colorPalette.solid">
        404
      </Heading>
      <Text fontSize="lg">Halaman tidak ditemukan.</Text>
      <Button onClick={back}>Back</Button>
    </VStack>
  );
}
