import { AddEmployeeScreen } from '../features/employees/components/AddEmployeeScreen';

export default AddEmployeeScreen;
