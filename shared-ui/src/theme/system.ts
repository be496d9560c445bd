import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';

/** The brand green #00A63F is step 500; the other steps are its lighter and darker shades. */
const brand = {
  50: '#E5F6EC',
  100: '#C0EBD1',
  200: '#8ADAAA',
  300: '#4FC67F',
  400: '#1DB65C',
  500: '#00A63F',
  600: '#008F36',
  700: '#00752C',
  800: '#005C23',
  900: '#004219',
  950: '#002A10',
};

const step = (light: keyof typeof brand, dark: keyof typeof brand = light) => ({
  value: { _light: `{colors.brand.${light}}`, _dark: `{colors.brand.${dark}}` },
});

const config = defineConfig({
  // Every component without an explicit colorPalette takes the brand's.
  globalCss: { html: { colorPalette: 'brand' } },
  theme: {
    tokens: { colors: { brand: Object.fromEntries(Object.entries(brand).map(([k, v]) => [k, { value: v }])) } },
    semanticTokens: {
      colors: {
        brand: {
          solid: step(500),
          contrast: { value: 'white' },
          fg: step(700, 300),
          muted: step(200, 800),
          subtle: step(100, 900),
          emphasized: step(300, 700),
          focusRing: step(500),
          border: step(500, 400),
        },
      },
    },
    keyframes: {
      'toast-progress': { from: { transform: 'scaleX(1)' }, to: { transform: 'scaleX(0)' } },
    },
  },
});

/** The design system of the shell and both remotes (one ChakraProvider, in the shell). */
export const system = createSystem(defaultConfig, config);
