// The shop's one rupiah format lives in contract/, so that pcb-api's documents print what the screens show.
export { formatRupiah } from '@pcb/contract/domain';
