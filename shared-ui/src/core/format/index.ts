export { formatRupiah } from './rupiah';
export { formatDateTime } from './date';
export { statusWords } from './status';
export { stockLabel, LOW_STOCK_LIMIT, type StockLabel, type StockLevel } from './stock';
export { paymentMethodName } from '@pcb/contract/domain';
export { deliveryEstimate } from './delivery';
