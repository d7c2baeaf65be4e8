// A comment after an added directive on its line keeps its blank:
// spatch 1.1.1 writes the directive line as the rule spells it
// (`#endif /* HAVE_TRACE */`), where a block comment after added code
// is glued to it (`trace_off();/* once */`).  Before, cfix glued the
// comment to the directive too.  Expected output: spatch 1.1.1's.
@@
identifier f;
@@

+#ifdef HAVE_TRACE
 void f(void) { ... }
+#endif /* HAVE_TRACE */
+void trace_off(void);/* once */
