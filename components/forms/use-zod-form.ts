import { useCallback, type FormEvent } from "react";
import {
  useForm,
  useWatch,
  type DefaultValues,
  type FieldValues,
  type Path,
  type PathValue,
  type Resolver,
  type UseFormReturn,
} from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import type { z } from "zod";

/** One message per field, as the store's field components show them. */
export type FieldMessages<T> = Partial<Record<keyof T & string, string>>;

export interface ZodFormOptions<T extends FieldValues> {
  /** starting values (every field, so inputs stay controlled) */
  defaultValues: T;
  /** edits leave a field's message on screen until the next submit (the profile form); default: edits clear it */
  keepErrorsOnEdit?: boolean;
  /** a submit with errors focuses the first invalid field (default); false leaves focus on the button */
  focusOnError?: boolean;
  /** another resolver (e.g. one that picks a schema by a value); default: zodResolver(schema) */
  resolver?: Resolver<T, unknown, FieldValues>;
}

export interface ZodForm<T extends FieldValues, Out> {
  form: UseFormReturn<T, unknown, Out>;
  /** the current values */
  values: T;
  /** the current message per field (the resolver's first issue per field, or a server message) */
  errors: FieldMessages<T>;
  /** sets a field as the shopper typed it, clearing its message unless keepErrorsOnEdit */
  edit: <K extends keyof T & string>(name: K, value: T[K]) => void;
  /** the ref to put on a field's input, so a submit with errors focuses the first invalid one */
  refOf: (name: keyof T & string) => (element: HTMLElement | null) => void;
  /**
   * Shows the BFF's `fieldErrors` under their fields (only names the form has) and focuses the first of them in
   * `order`; false when none of them is one of the form's fields.
   */
  showServerErrors: (
    fieldErrors: Readonly<Record<string, string>>,
    order: readonly (keyof T & string)[],
  ) => boolean;
  /** the form's onSubmit: validates every field at once, then calls onValid with the schema's output */
  submitWith: (onValid: (data: Out) => unknown, skip?: boolean) => (event: FormEvent) => void;
}

/**
 * react-hook-form with a zod schema from lib/validation: validation on submit only (all messages at once, the
 * schema's texts), focus on the first invalid field (registration order, so call refOf in the order fields
 * render), and edits that clear a field's message. Import it from forms that load lazily (dialogs, account,
 * checkout): react-hook-form stays out of the catalogue pages' first-load JavaScript.
 */
export function useZodForm<
  S extends z.ZodType<unknown, FieldValues>,
  T extends FieldValues = z.input<S> & FieldValues,
>(
  schema: S,
  { defaultValues, keepErrorsOnEdit = false, focusOnError = true, resolver }: ZodFormOptions<T>,
): ZodForm<T, z.output<S>> {
  const form = useForm<T, unknown, z.output<S>>({
    resolver: (resolver ?? zodResolver(schema as never)) as Resolver<T, unknown, z.output<S>>,
    defaultValues: defaultValues as DefaultValues<T>,
    mode: "onSubmit",
    reValidateMode: "onSubmit",
    shouldFocusError: focusOnError,
  });
  const values = useWatch({ control: form.control }) as T;
  const errors: FieldMessages<T> = {};
  for (const [name, error] of Object.entries(form.formState.errors)) {
    const message = (error as { message?: unknown } | undefined)?.message;
    if (typeof message === "string" && message) errors[name as keyof T & string] = message;
  }

  const showServerErrors = useCallback(
    (fieldErrors: Readonly<Record<string, string>>, order: readonly (keyof T & string)[]) => {
      const names = order.filter((name) => fieldErrors[name]) as unknown as Path<T>[];
      for (const name of names) form.setError(name, { type: "server", message: fieldErrors[name] });
      if (names[0]) form.setFocus(names[0]);
      return names.length > 0;
    },
    [form],
  );

  return {
    form,
    values,
    errors,
    edit(name, value) {
      const path = name as unknown as Path<T>;
      form.setValue(path, value as PathValue<T, Path<T>>, { shouldDirty: true });
      if (!keepErrorsOnEdit && form.getFieldState(path).error) form.clearErrors(path);
    },
    refOf: (name) => form.register(name as unknown as Path<T>).ref,
    showServerErrors,
    submitWith: (onValid, skip) => (event) => {
      if (skip) return event.preventDefault();
      void form.handleSubmit(onValid)(event);
    },
  };
}
