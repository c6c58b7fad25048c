import { Route, Routes } from 'react-router';
import { SiteFrame } from './frame/SiteFrame';
import { ContentRoute } from './pages/ContentRoute';

export function App() {
  return (
    <Routes>
      <Route
        path="*"
        element={
          <SiteFrame>
            <ContentRoute />
          </SiteFrame>
        }
      />
    </Routes>
  );
}
