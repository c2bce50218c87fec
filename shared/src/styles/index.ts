// @troo/shared/styles: the design tokens and base styles, loaded once per page by the shell (and by a
// remote's standalone mount), never bundled into a remote's screens.
import './tokens.css';
import './base.css';
