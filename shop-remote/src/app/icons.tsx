import { createIcon } from '@chakra-ui/react';

/** The few line icons the shop uses (24×24, drawn with the current text colour). */
const line = { fill: 'none', stroke: 'currentColor', strokeWidth: 2, strokeLinecap: 'round', strokeLinejoin: 'round' } as const;

export const SearchIcon = createIcon({
  displayName: 'SearchIcon',
  path: [<circle key="c" cx="11" cy="11" r="7" {...line} />, <path key="p" d="m20 20-4-4" {...line} />],
});

export const MenuIcon = createIcon({
  displayName: 'MenuIcon',
  path: <path d="M4 6h16M4 12h16M4 18h16" {...line} />,
});

export const CartIcon = createIcon({
  displayName: 'CartIcon',
  path: [
    <circle key="a" cx="9" cy="20" r="1.5" {...line} />,
    <circle key="b" cx="18" cy="20" r="1.5" {...line} />,
    <path key="p" d="M2 3h3l2.6 11.2a2 2 0 0 0 2 1.6h8.3a2 2 0 0 0 2-1.5L22 7H6" {...line} />,
  ],
});

export const PhoneIcon = createIcon({
  displayName: 'PhoneIcon',
  path: (
    <path
      d="M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1 1 .4 1.9.7 2.8a2 2 0 0 1-.5 2.1L8 9.9a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.8.7a2 2 0 0 1 1.7 2z"
      {...line}
    />
  ),
});

export const MailIcon = createIcon({
  displayName: 'MailIcon',
  path: [<rect key="r" x="2" y="4" width="20" height="16" rx="2" {...line} />, <path key="p" d="m22 6-10 7L2 6" {...line} />],
});

export const MapPinIcon = createIcon({
  displayName: 'MapPinIcon',
  path: [<path key="p" d="M20 10c0 6-8 12-8 12s-8-6-8-12a8 8 0 0 1 16 0z" {...line} />, <circle key="c" cx="12" cy="10" r="3" {...line} />],
});

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

export const CheckCircleIcon = createIcon({
  displayName: 'CheckCircleIcon',
  path: [<circle key="c" cx="12" cy="12" r="10" {...line} />, <path key="p" d="m8 12 3 3 5-6" {...line} />],
});

export const PenToolIcon = createIcon({
  displayName: 'PenToolIcon',
  path: [<path key="a" d="m12 19 7-7 3 3-7 7z" {...line} />, <path key="b" d="m18 13-1.5-7.5L2 2l3.5 14.5L13 18z" {...line} />, <circle key="c" cx="11" cy="11" r="2" {...line} />],
});

export const TagIcon = createIcon({
  displayName: 'TagIcon',
  path: [<path key="p" d="M20.6 13.4 13.4 20.6a2 2 0 0 1-2.8 0L2 12V2h10l8.6 8.6a2 2 0 0 1 0 2.8z" {...line} />, <path key="d" d="M7 7h.01" {...line} />],
});

export const EyeIcon = createIcon({
  displayName: 'EyeIcon',
  path: [<path key="p" d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z" {...line} />, <circle key="c" cx="12" cy="12" r="3" {...line} />],
});

export const EyeOffIcon = createIcon({
  displayName: 'EyeOffIcon',
  path: [
    <path key="a" d="M10.6 5.1A10 10 0 0 1 12 5c6.5 0 10 7 10 7a17 17 0 0 1-2.2 3.2M6.6 6.6A17 17 0 0 0 2 12s3.5 7 10 7a9.7 9.7 0 0 0 5.4-1.6" {...line} />,
    <path key="b" d="M2 2l20 20M9.9 9.9a3 3 0 0 0 4.2 4.2" {...line} />,
  ],
});

export const TrashIcon = createIcon({
  displayName: 'TrashIcon',
  path: <path d="M3 6h18M8 6V4a2 2 0 0 1 2-2h4a2 2 0 0 1 2 2v2m3 0-1 14a2 2 0 0 1-2 2H8a2 2 0 0 1-2-2L5 6M10 11v6M14 11v6" {...line} />,
});
