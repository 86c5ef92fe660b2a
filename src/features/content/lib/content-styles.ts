// Mantine CSS the content screens use beyond the shell's common list (src/app/mantine-styles.ts).
import '@mantine/core/styles/ThemeIcon.css';
import '@mantine/core/styles/Timeline.css';
import '@mantine/core/styles/Stepper.css';
import '@mantine/core/styles/Accordion.css';
import '@mantine/core/styles/List.css';
import '@mantine/core/styles/Typography.css';
import '@mantine/core/styles/Fieldset.css';
import '@mantine/core/styles/Kbd.css';
