export { EndOfDayScreen as default } from '../features/end-of-day/components/EndOfDayScreen';
