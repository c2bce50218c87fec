export { TicketsScreen as default } from '../features/tickets/components/TicketsScreen';
