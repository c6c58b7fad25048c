import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Link from '@mui/material/Link';
import { useAdminText } from '../text';
import { useProblemWords } from '../text/problems';
import { bringToView } from './field-address';
import { fieldId, type FieldProblem } from './form-store';
import type { SchemaWords } from './schema-words';
import { useSchemaWords } from './useSchemaWords';

/** Where a problem is, in the form's words: /columns/0/text is "Columns › 1 › Text". */
function placeOf(pointer: string, words: SchemaWords): string {
  return pointer
    .split('/')
    .slice(1)
    .map((step) => (/^\d+$/.test(step) ? String(Number(step) + 1) : words.field(step)))
    .join(' › ');
}

/** Focuses the input of a pointer, or of the nearest group around it when it has none of its own. */
function focusField(pointer: string) {
  for (let at = pointer; ; at = at.slice(0, at.lastIndexOf('/'))) {
    const element = document.getElementById(fieldId(at));
    if (element) return bringToView(element);
    if (at === '') return;
  }
}

/** Every problem that stops a save, each a link that moves to its field. */
export function ProblemList({ problems, onJump }: { problems: readonly FieldProblem[]; onJump: () => void }) {
  const t = useAdminText();
  const words = useSchemaWords();
  const problemWords = useProblemWords();
  if (problems.length === 0) return null;
  return (
    <Alert severity="error" sx={{ mb: 2 }}>
      <AlertTitle>{t('forms.problemsTitle', { count: problems.length })}</AlertTitle>
      <ul style={{ margin: 0, paddingLeft: '1.25rem' }}>
        {problems.map((problem, index) => (
          <li key={index}>
            <Link
              component="button"
              type="button"
              onClick={() => {
                onJump();
                // After the tab with the field is shown.
                requestAnimationFrame(() => focusField(problem.pointer));
              }}
              sx={{ textAlign: 'left', verticalAlign: 'baseline' }}
            >
              {placeOf(problem.pointer, words) || t('forms.wholeComponent')}
            </Link>
            {`: ${problemWords(problem)}`}
          </li>
        ))}
      </ul>
    </Alert>
  );
}
