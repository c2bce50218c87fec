import './ui.css';

export * from './TextInput';
export * from './Button';
export * from './Sheet';
export * from './Page';
export * from './NotFound';
export * from './FieldError';
export * from './SelectField';
