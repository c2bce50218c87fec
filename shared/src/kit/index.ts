// @troo/shared/kit: the look, once. Every screen builds from these: tokens (styles/tokens.css, loaded
// with @troo/shared), icons, and components. Unlike @troo/shared this entry is not a federation
// singleton: each app bundles the parts it imports and nothing else, so a diner's phone downloads
// only what its screen draws. Nothing here keeps state of its own; what needs the store reaches it
// through @troo/shared.

// The basics live in @troo/shared (every page needs them); they are the kit's too.
export {
  Button,
  type ButtonProps,
  FieldError,
  LoadFailed,
  NotFound,
  Page,
  QueryState,
  SelectField,
  Sheet,
  TextInput,
  toast,
} from '@troo/shared';

export * from './icons';
export * from './AmountList';
export * from './AspectImage';
export * from './BarChart';
export * from './Card';
export * from './CheckboxField';
export * from './ConfirmDialog';
export * from './CustomerHeader';
export * from './EmptyState';
export * from './FilePicker';
export * from './FormActions';
export * from './image-data-url';
export * from './List';
export * from './ModifierGroups';
export * from './option-choices';
export * from './OfflineNotice';
export * from './Price';
export * from './QuantityStepper';
export * from './ScreenPlaceholder';
export * from './Skeleton';
export * from './StaffPage';
export * from './SortableTable';
export * from './StatusChip';
export * from './Tabs';
export * from './use-go-back';
