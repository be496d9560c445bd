export const TOP_BAR_HEIGHT = '64px';
/** Spec §9: drawer width 240 px. */
export const DRAWER_WIDTH = '240px';
