import { EmployeesScreen } from '../features/employees/components/EmployeesScreen';

export default EmployeesScreen;
