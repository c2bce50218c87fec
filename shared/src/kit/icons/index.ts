export * from './Icon';
export * from './lucide';
export * from './nav-icons';
