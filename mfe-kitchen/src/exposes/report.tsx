export { ReportScreen as default } from '../features/report/components/ReportScreen';
