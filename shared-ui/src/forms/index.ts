// `@pcb/shared-ui/forms`: react-hook-form, the field components and the spec's form rules. Only
// form screens use them, and every one loads lazily: they stay off the home page's first load.
export { useForm, useWatch, useFormContext, useFieldArray, type UseFormReturn } from 'react-hook-form';
export { Form, TextField, PasswordField, NumberField, TextareaField, SelectField, FileField, CheckboxField, type FieldProps } from './fields';
export { firstProblem, allFilled, firstMissing, sameValues, isBlank, isNumeric, pictureOrNothing, type Rule } from './validators';
export { PasswordChangeForm, PASSWORD_CHANGE_TEXTS, PASSWORD_CHANGE_FAILURE, passwordChangeProblem, type PasswordChange } from './password-change';
