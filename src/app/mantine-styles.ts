// Mantine CSS per component rather than the whole 290 KB sheet: here what the first screens (home, list,
// detail) render; what only other screens use is in ./mantine-styles-later (./later-resources.ts loads it);
// lazy features import their own: the floating parts (menus, popovers, tooltips, the search box's
// suggestions) in shared/ui/floating-parts.ts, the dialogs and the phone's menu drawer in
// shared/ui/dialog-styles.ts.
import '@mantine/core/styles/baseline.layer.css';
// not default-css-variables.css: the provider writes every variable itself (src/app/app.tsx, selector
// :root:root), so that sheet (4 KB compressed) was overridden in full on every page
import '@mantine/core/styles/global.layer.css';
import '@mantine/core/styles/UnstyledButton.layer.css';
import '@mantine/core/styles/Button.layer.css';
import '@mantine/core/styles/ActionIcon.layer.css';
import '@mantine/core/styles/Anchor.layer.css';
import '@mantine/core/styles/Text.layer.css';
import '@mantine/core/styles/Title.layer.css';
import '@mantine/core/styles/Group.layer.css';
import '@mantine/core/styles/Stack.layer.css';
import '@mantine/core/styles/Container.layer.css';
import '@mantine/core/styles/Paper.layer.css';
import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/Input.layer.css';
import '@mantine/core/styles/Loader.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import '@mantine/core/styles/Grid.layer.css';
import '@mantine/core/styles/Pagination.layer.css';
import '@mantine/core/styles/Skeleton.layer.css';
import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/VisuallyHidden.layer.css';
import '@mantine/core/styles/Burger.layer.css';
import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Breadcrumbs.layer.css';
import '@mantine/core/styles/Checkbox.layer.css';
import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/CheckboxIndicator.layer.css';
// the detail's materials checklist shows how much of it is ticked
import '@mantine/core/styles/Progress.layer.css';
// the print stylesheet: chrome marked data-noprint never prints; printOnly() prints one area on A4
import '../shared/ui/print.css';
