import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { actionPlanReducer } from '@/features/action-plan/action-plan-slice';
import { animalReducer } from '@/features/animal/animal-slice';
import { articlesReducer } from '@/features/articles/articles-slice';
import { calculatorReducer } from '@/features/calculator/calculator-slice';
import { companyReducer } from '@/features/company/company-slice';
import { flagsReducer } from '@/features/flags/flags-slice';
import { quizAnswersReducer } from '@/features/quiz/quiz-answers-slice';
import { errorModalReducer } from '@/features/ui/error-modal-slice';
import { headingFocusReducer } from '@/features/ui/heading-focus-slice';
import { localSaveReducer } from '@/features/ui/local-save-slice';
import { enrolmentReducer } from '@/features/user/enrolment-slice';
import { userReducer } from '@/features/user/user-slice';

/** Client state only (DESIGN.md section 3): server data lives in TanStack Query. */
const rootReducer = combineReducers({
  user: userReducer,
  enrolment: enrolmentReducer,
  company: companyReducer,
  quizAnswers: quizAnswersReducer,
  animal: animalReducer,
  articles: articlesReducer,
  calculator: calculatorReducer,
  actionPlan: actionPlanReducer,
  errorModal: errorModalReducer,
  localSave: localSaveReducer,
  headingFocus: headingFocusReducer,
  flags: flagsReducer,
});

export type RootState = ReturnType<typeof rootReducer>;

/** A store from any state: start-up passes what storage held, tests whatever they need. */
export function createStore(preloadedState?: Partial<RootState>) {
  return configureStore({ reducer: rootReducer, preloadedState });
}

export type AppStore = ReturnType<typeof createStore>;
export type AppDispatch = AppStore['dispatch'];
