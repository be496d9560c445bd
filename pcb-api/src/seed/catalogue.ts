/**
 * Demo catalogue: real-looking PCB and electronics products, prices in rupiah, weights in grams,
 * stock spread over sold out (0), low (1–10) and plenty (over 10). Pictures are generated.
 */
export interface SeedCategory {
  key: string;
  name: string;
  /** Accent colour of the generated pictures. */
  color: string;
  icon: 'board' | 'chip' | 'sensor' | 'passive' | 'connector' | 'power' | 'tool';
}

export interface SeedProduct {
  category: string;
  name: string;
  harga: number;
  stock: number;
  weight: number;
  description: string;
}

export const SEED_CATEGORIES: SeedCategory[] = [
  { key: 'pcb', name: 'PCB & Prototyping', color: '#00A63F', icon: 'board' },
  { key: 'mcu', name: 'Mikrokontroler & Dev Board', color: '#1565C0', icon: 'chip' },
  { key: 'sensor', name: 'Sensor & Modul', color: '#6A1B9A', icon: 'sensor' },
  { key: 'passive', name: 'Komponen Pasif', color: '#EF6C00', icon: 'passive' },
  { key: 'connector', name: 'Konektor & Kabel', color: '#455A64', icon: 'connector' },
  { key: 'power', name: 'Catu Daya & Baterai', color: '#C62828', icon: 'power' },
  { key: 'tool', name: 'Alat Solder & Perkakas', color: '#795548', icon: 'tool' },
];

export const SEED_PRODUCTS: SeedProduct[] = [
  {
    category: 'pcb',
    name: 'PCB Polos FR-4 Single Side 10x15 cm',
    harga: 12500,
    stock: 120,
    weight: 45,
    description: 'Papan PCB polos FR-4 tebal 1,6 mm dengan lapisan tembaga 35 µm satu sisi, siap untuk etching atau CNC.',
  },
  {
    category: 'pcb',
    name: 'PCB Polos FR-4 Double Side 20x30 cm',
    harga: 48000,
    stock: 35,
    weight: 180,
    description: 'Papan FR-4 dua sisi tembaga 1 oz, ukuran 20 x 30 cm, cocok untuk prototipe rangkaian dua layer.',
  },
  {
    category: 'pcb',
    name: 'PCB Lubang (Dot Matrix) 7x9 cm',
    harga: 6500,
    stock: 240,
    weight: 20,
    description: 'Protoboard berlapis HASL dengan jarak lubang 2,54 mm, dua sisi, untuk merakit rangkaian tanpa etching.',
  },
  {
    category: 'pcb',
    name: 'Breadboard 830 Titik MB-102',
    harga: 22000,
    stock: 64,
    weight: 95,
    description: 'Breadboard 830 titik dengan dua jalur daya di tiap sisi dan perekat di bagian bawah.',
  },
  {
    category: 'pcb',
    name: 'Kit PCB Prototipe 2 Layer 10x10 cm (5 pcs)',
    harga: 150000,
    stock: 8,
    weight: 120,
    description: 'Lima papan prototipe 2 layer 10 x 10 cm buatan Polibatam, solder mask hijau dan silkscreen putih.',
  },
  {
    category: 'pcb',
    name: 'Stencil SMT Stainless 0,12 mm',
    harga: 185000,
    stock: 0,
    weight: 150,
    description: 'Stencil laser-cut stainless steel untuk aplikasi pasta solder pada papan SMT ukuran hingga 10 x 15 cm.',
  },

  {
    category: 'mcu',
    name: 'Arduino Uno R3 ATmega328P (Compatible)',
    harga: 89000,
    stock: 42,
    weight: 30,
    description: 'Board Arduino Uno R3 kompatibel dengan ATmega328P dan USB CH340, termasuk kabel USB.',
  },
  {
    category: 'mcu',
    name: 'ESP32 DevKit V1 30 Pin WiFi + Bluetooth',
    harga: 78000,
    stock: 57,
    weight: 12,
    description: 'Modul ESP32-WROOM-32 dual core 240 MHz dengan WiFi dan Bluetooth, cocok untuk proyek IoT.',
  },
  {
    category: 'mcu',
    name: 'NodeMCU ESP8266 V3 CH340',
    harga: 39000,
    stock: 6,
    weight: 10,
    description: 'Board pengembangan ESP8266 dengan USB CH340, flash 4 MB dan regulator 3,3 V on-board.',
  },
  {
    category: 'mcu',
    name: 'Raspberry Pi Pico RP2040',
    harga: 72000,
    stock: 15,
    weight: 8,
    description: 'Mikrokontroler RP2040 dual core Cortex-M0+ 133 MHz, 264 KB SRAM dan 2 MB flash.',
  },
  {
    category: 'mcu',
    name: 'STM32F103C8T6 Blue Pill',
    harga: 45000,
    stock: 3,
    weight: 9,
    description: 'Board minimum system STM32F103 ARM Cortex-M3 72 MHz dengan 64 KB flash.',
  },
  {
    category: 'mcu',
    name: 'Arduino Nano V3 Type-C',
    harga: 52000,
    stock: 0,
    weight: 7,
    description: 'Arduino Nano kompatibel ATmega328P dengan konektor USB Type-C, pin header sudah disolder.',
  },

  {
    category: 'sensor',
    name: 'Sensor Suhu & Kelembapan DHT22',
    harga: 48000,
    stock: 33,
    weight: 9,
    description: 'Sensor digital suhu -40 s.d. 80 °C dan kelembapan 0–100% RH dengan akurasi ±0,5 °C.',
  },
  {
    category: 'sensor',
    name: 'Sensor Ultrasonik HC-SR04',
    harga: 15000,
    stock: 88,
    weight: 10,
    description: 'Sensor jarak ultrasonik 2–400 cm dengan resolusi 3 mm, tegangan kerja 5 V.',
  },
  {
    category: 'sensor',
    name: 'Modul Relay 4 Channel 5V Optocoupler',
    harga: 36000,
    stock: 9,
    weight: 60,
    description: 'Empat relay 10 A/250 VAC dengan isolasi optocoupler dan LED indikator tiap kanal.',
  },
  {
    category: 'sensor',
    name: 'Sensor Gerak PIR HC-SR501',
    harga: 14500,
    stock: 0,
    weight: 12,
    description: 'Sensor gerak inframerah pasif dengan jarak deteksi dan waktu tunda yang dapat diatur.',
  },
  {
    category: 'sensor',
    name: 'Modul GPS NEO-6M dengan Antena',
    harga: 95000,
    stock: 4,
    weight: 25,
    description: 'Modul GPS u-blox NEO-6M dengan antena keramik dan EEPROM untuk menyimpan konfigurasi.',
  },

  {
    category: 'passive',
    name: 'Paket Resistor 1/4 W 30 Nilai (600 pcs)',
    harga: 35000,
    stock: 50,
    weight: 80,
    description: 'Resistor film karbon 1/4 W toleransi 5%, 30 nilai dari 10 Ω hingga 1 MΩ, 20 pcs per nilai.',
  },
  {
    category: 'passive',
    name: 'Kapasitor Elektrolit 1000 µF 25 V (10 pcs)',
    harga: 18000,
    stock: 27,
    weight: 40,
    description: 'Kapasitor elektrolit radial 1000 µF 25 V, suhu kerja hingga 105 °C.',
  },
  {
    category: 'passive',
    name: 'Kapasitor Keramik 100 nF (100 pcs)',
    harga: 9000,
    stock: 2,
    weight: 15,
    description: 'Kapasitor keramik 104 (100 nF) 50 V jarak kaki 5 mm, untuk decoupling catu daya.',
  },
  {
    category: 'passive',
    name: 'LED 5 mm 5 Warna (100 pcs)',
    harga: 15000,
    stock: 140,
    weight: 30,
    description: 'Paket LED 5 mm merah, hijau, biru, kuning dan putih, masing-masing 20 pcs.',
  },

  {
    category: 'connector',
    name: 'Kabel Jumper Dupont 40 pcs Male-Female 20 cm',
    harga: 12000,
    stock: 200,
    weight: 35,
    description: 'Kabel jumper pelangi 40 jalur yang bisa dipisah, konektor Dupont 2,54 mm.',
  },
  {
    category: 'connector',
    name: 'Pin Header Male 1x40 2,54 mm (10 pcs)',
    harga: 10000,
    stock: 7,
    weight: 20,
    description: 'Pin header lurus 40 pin yang dapat dipotong sesuai kebutuhan, pitch 2,54 mm.',
  },
  {
    category: 'connector',
    name: 'Terminal Block Screw 2 Pin 5,08 mm (10 pcs)',
    harga: 11000,
    stock: 0,
    weight: 25,
    description: 'Terminal blok sekrup 2 pin untuk PCB, arus hingga 16 A, dapat disambung berjajar.',
  },

  {
    category: 'power',
    name: 'Modul Step Down LM2596 DC-DC 3 A',
    harga: 17500,
    stock: 73,
    weight: 15,
    description: 'Konverter buck LM2596 masukan 4–40 V, keluaran 1,25–37 V yang dapat diatur, arus hingga 3 A.',
  },
  {
    category: 'power',
    name: 'Adaptor 12 V 2 A Jack DC 5,5 mm',
    harga: 38000,
    stock: 10,
    weight: 160,
    description: 'Adaptor switching 12 V 2 A dengan proteksi hubung singkat dan jack DC 5,5 x 2,1 mm.',
  },
  {
    category: 'power',
    name: 'Baterai Li-ion 18650 3000 mAh',
    harga: 45000,
    stock: 0,
    weight: 48,
    description: 'Sel Li-ion 18650 3,7 V 3000 mAh untuk power bank, robot dan proyek portabel.',
  },

  {
    category: 'tool',
    name: 'Solder Listrik 60 W Suhu Adjustable',
    harga: 95000,
    stock: 18,
    weight: 250,
    description: 'Solder 60 W dengan pengatur suhu 200–450 °C, termasuk lima mata solder cadangan.',
  },
  {
    category: 'tool',
    name: 'Timah Solder 0,8 mm 60/40 100 g',
    harga: 42000,
    stock: 5,
    weight: 110,
    description: 'Kawat timah 60/40 diameter 0,8 mm dengan inti flux, mudah meleleh dan mengkilap.',
  },
  {
    category: 'tool',
    name: 'Multimeter Digital DT-830B',
    harga: 55000,
    stock: 12,
    weight: 180,
    description: 'Multimeter digital untuk mengukur tegangan AC/DC, arus DC, resistansi, dioda dan transistor.',
  },
];
