import { createIcon } from '@pcb/shared-ui';

/** The social brands' icons, which lucide does not ship (24×24, drawn with the current text colour); every other icon comes from lucide-react. */
const line = { fill: 'none', stroke: 'currentColor', strokeWidth: 2, strokeLinecap: 'round', strokeLinejoin: 'round' } as const;

export const InstagramIcon = createIcon({
  displayName: 'InstagramIcon',
  path: [
    <rect key="r" x="2" y="2" width="20" height="20" rx="5" {...line} />,
    <circle key="c" cx="12" cy="12" r="4" {...line} />,
    <path key="d" d="M17.5 6.5h.01" {...line} />,
  ],
});

export const FacebookIcon = createIcon({
  displayName: 'FacebookIcon',
  path: <path d="M18 2h-3a5 5 0 0 0-5 5v3H7v4h3v8h4v-8h3l1-4h-4V7a1 1 0 0 1 1-1h3z" {...line} />,
});

export const YoutubeIcon = createIcon({
  displayName: 'YoutubeIcon',
  path: [
    <path
      key="f"
      d="M22.5 6.4a2.8 2.8 0 0 0-2-2C18.8 4 12 4 12 4s-6.8 0-8.5.4a2.8 2.8 0 0 0-2 2A29 29 0 0 0 1 12a29 29 0 0 0 .5 5.6 2.8 2.8 0 0 0 2 2c1.7.4 8.5.4 8.5.4s6.8 0 8.5-.4a2.8 2.8 0 0 0 2-2A29 29 0 0 0 23 12a29 29 0 0 0-.5-5.6z"
      {...line}
    />,
    <path key="p" d="m10 15 5-3-5-3z" {...line} />,
  ],
});
