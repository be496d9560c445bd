import { Button, Heading, Text, useLocation, useNavigate, VStack } from '@pcb/shared-ui';
import { useEffect } from 'react';

/** Every unknown path of every remote ends here. */
export function NotFoundPage() {
  const navigate = useNavigate();
  const location = useLocation();
  useEffect(() => {
    document.title = '404';
  }, []);
  // Opened directly (no earlier page in this tab's history): Back goes home instead of leaving the shop.
  const back = () => (location.key === 'default' ? navigate('/') : navigate(-1));
  return (
    <VStack as="main" minH="100vh" justify="center" gap="4" p="6" textAlign="center">
      <Heading size="5xl" color="colorPalette.solid">
        404
      </Heading>
      <Text fontSize="lg">Halaman tidak ditemukan.</Text>
      <Button onClick={back}>Back</Button>
    </VStack>
  );
}
