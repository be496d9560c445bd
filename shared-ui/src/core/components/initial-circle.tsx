import { Circle, type CircleProps } from '@chakra-ui/react';

/**
 * A name's initial in a circle, on an avatar menu's button. The letter is drawn by CSS, not written in
 * the page: a button whose text held it would not carry its text in its name ("Menu akun siti" reads
 * "S siti"), which WCAG 2.5.3 (label in name) refuses and axe reports even under aria-hidden.
 */
export function InitialCircle({ name, ...props }: CircleProps & { name: string }) {
  return <Circle aria-hidden data-initial={name.charAt(0).toUpperCase()} _before={{ content: 'attr(data-initial)' }} {...props} />;
}
