import {
  addBlock,
  removeBlock,
  moveBlock,
  duplicateBlock,
  moveExercise,
  updateBlock,
  addExercise,
  changeExercise,
  removeExercise,
  updateExercise,
  toggleExercise,
  addSetRow,
  copySetRow,
  removeSetRow,
  updateSetRow,
} from './builder-edits.ts';
import { stateFromWorkout, type BuilderAction, type BuilderState } from './builder-state.ts';

/** The builder's reducer: each action is one of the pure edits of builder-edits.ts. */
export function builderReducer(state: BuilderState, action: BuilderAction): BuilderState {
  switch (action.type) {
    case 'load':
      return stateFromWorkout(action.workout);
    case 'addBlock':
      return addBlock(state);
    case 'removeBlock':
      return removeBlock(state, action.blockKey);
    case 'moveBlock':
      return moveBlock(state, action.blockKey, action.direction);
    case 'duplicateBlock':
      return duplicateBlock(state, action.blockKey);
    case 'moveExercise':
      return moveExercise(state, action.blockKey, action.exerciseKey, action.direction);
    case 'updateBlock':
      return updateBlock(state, action.blockKey, action.patch);
    case 'addExercise':
      return addExercise(state, action.blockKey, action.exercise, action.weightUnit);
    case 'changeExercise':
      return changeExercise(state, action.blockKey, action.exerciseKey, action.exercise);
    case 'removeExercise':
      return removeExercise(state, action.blockKey, action.exerciseKey);
    case 'updateExercise':
      return updateExercise(state, action.blockKey, action.exerciseKey, action.patch);
    case 'toggleExercise':
      return toggleExercise(state, action.blockKey, action.exerciseKey);
    case 'addSetRow':
      return addSetRow(state, action.blockKey, action.exerciseKey, action.weightUnit);
    case 'copySetRow':
      return copySetRow(state, action.blockKey, action.exerciseKey, action.rowKey);
    case 'removeSetRow':
      return removeSetRow(state, action.blockKey, action.exerciseKey, action.rowKey);
    case 'updateSetRow':
      return updateSetRow(state, action.blockKey, action.exerciseKey, action.rowKey, action.patch);
  }
}
