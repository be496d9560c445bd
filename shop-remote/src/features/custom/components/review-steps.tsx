import { Box, Heading, Text } from '@pcb/shared-ui';
import { List } from '@pcb/shared-ui/views';

const STEPS = [
  'Isi formulir dan lihat perkiraan harga pada Kalkulasi Harga, lalu tekan Simpan Ke Keranjang.',
  'Di Keranjang Produk Custom, lampirkan file desain (.zip atau .rar, kurang dari 2 MB) dan kirim untuk direview.',
  'Admin memeriksa file dan spesifikasi Anda, biasanya dalam 1–2 hari kerja, lalu menyetujui atau menolak dengan alasan.',
  'Request yang disetujui dapat langsung dipesan dan dibayar dengan harga final dari admin.',
];

/** How a custom request goes from the form to an order. */
export function ReviewSteps() {
  return (
    <Box as="section" aria-labelledby="review-steps-title">
      <Heading as="h2" size="lg" id="review-steps-title" mb="3">
        Bagaimana review bekerja?
      </Heading>
      <List.Root as="ol" ps="5" gap="2">
        {STEPS.map((step) => (
          <List.Item key={step}>
            <Text>{step}</Text>
          </List.Item>
        ))}
      </List.Root>
    </Box>
  );
}
