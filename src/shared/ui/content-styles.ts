// Mantine CSS the content screens use beyond the shell's common list (src/app/mantine-styles.ts).
import '@mantine/core/styles/Timeline.layer.css';
import '@mantine/core/styles/Stepper.layer.css';
import '@mantine/core/styles/Accordion.layer.css';
import '@mantine/core/styles/List.layer.css';
import '@mantine/core/styles/Typography.layer.css';
import '@mantine/core/styles/Fieldset.layer.css';
import '@mantine/core/styles/Kbd.layer.css';
