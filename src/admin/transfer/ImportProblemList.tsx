import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import { formatContentError } from '../../validation/format-error';
import { useProblemWords } from '../text/problems';
import type { ContentError } from '../../validation';

/**
 * A refused import's problems as `npm run validate` writes them, worded in the screen's language. Its
 * own component, rendered only while the dialog is open, so the header never waits for the words.
 */
export function ImportProblemList({ problems }: { problems: readonly ContentError[] }) {
  const problemWords = useProblemWords();
  return (
    <List dense>
      {problems.map((problem, index) => (
        <ListItem key={index} sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
          {formatContentError({ ...problem, message: problemWords(problem) })}
        </ListItem>
      ))}
    </List>
  );
}
