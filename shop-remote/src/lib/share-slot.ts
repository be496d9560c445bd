import type { ShareTarget } from '@pcb/contract';
import type { ReactNode } from 'react';

/** What the share feature needs to know of a request or an order to offer its link and its PDF. */
export interface ShareSubject {
  kind: ShareTarget;
  id: string;
  status: string;
  payment_deadline?: string | null;
}

/** Features never import each other: the app hands the share feature's actions to the request and order details. */
export type RenderShare = (subject: ShareSubject) => ReactNode;
