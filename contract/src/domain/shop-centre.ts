/** The university centre that runs the shop: the footer's contact and the documents' letterhead. */
export const SHOP_CENTRE = {
  name: 'PCB Polibatam',
  unit: 'Politeknik Negeri Batam',
  phone: '+62 778 469 856',
  email: 'pcb@polibatam.ac.id',
  address: 'Politeknik Negeri Batam, Jl. Ahmad Yani, Batam Centre, Batam 29461',
} as const;
