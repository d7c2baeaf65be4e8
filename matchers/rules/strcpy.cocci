// name: strcpy
// message: strcpy() does not know the size of its destination: use strscpy() (kernel) or a bounded copy
// severity: note
// fix: none
// tags: kernel
//
// strcpy() copies until the source's terminating NUL, however large the
// destination is; a source longer than expected overruns it.  The kernel
// deprecates it (Documentation/process/deprecated.rst) in favour of
// strscpy(dst, src, sizeof(dst)), which truncates and reports it; in
// plain C, snprintf(dst, sizeof(dst), "%s", src) or a length check.
// Report only: the bound (sizeof(dst) is right only for an array) needs a
// human.  The rule was meant to fire only when the destination is a
// fixed-size array (Coccinelle: `char [] E;`), the case where a bounded
// copy is mechanical; cfix does not match array-typed metavariables yet,
// so today it reports every strcpy() call (docs/rules.md).  Hence kernel
// only, where strcpy() is deprecated: on userspace projects its findings
// were 11 of 11 false (docs/userspace-evaluation.md: destinations sized
// for the source just before).
@strcpy@
expression E1, E2;
@@
* strcpy(E1, E2)
