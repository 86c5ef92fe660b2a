// Mantine sheets no first screen (home, list, detail) renders: loaded before any other screen is shown
// (./later-resources.ts); a dialog a first screen opens imports the sheets it needs itself. All are `@layer mantine`, so
// arriving after the others changes nothing in the cascade.
import '@mantine/core/styles/Card.layer.css';
import '@mantine/core/styles/Divider.layer.css';
import '@mantine/core/styles/Center.layer.css';
import '@mantine/core/styles/Flex.layer.css';
import '@mantine/core/styles/Table.layer.css';
import '@mantine/core/styles/Radio.layer.css';
import '@mantine/core/styles/RadioIndicator.layer.css';
import '@mantine/core/styles/LoadingOverlay.layer.css';
import '@mantine/core/styles/NavLink.layer.css';
// also imported by the one first screen that renders them (home's audience tabs, the list's filters)
import '@mantine/core/styles/Tabs.layer.css';
// SegmentedControl draws its highlight with FloatingIndicator: without this sheet the indicator sits at
// its static position (inside the root's padding), 4 px off its label
import '@mantine/core/styles/FloatingIndicator.layer.css';
import '@mantine/core/styles/SegmentedControl.layer.css';
// the saved policies' reminder switches, the publicity tables' scroll container, pictures of uploaded files
import '@mantine/core/styles/Switch.layer.css';
import '@mantine/core/styles/ScrollArea.layer.css';
import '@mantine/core/styles/Image.layer.css';
