// The sheets of Mantine's dialogs (Modal, Drawer and the overlay behind them), imported by each module that
// renders one: no first screen shows a dialog before a tap, and every dialog's code is loaded on first use,
// so their styles arrive with it (all `@layer mantine`: arriving later changes nothing in the cascade).
import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Modal.layer.css';
import '@mantine/core/styles/Drawer.layer.css';
