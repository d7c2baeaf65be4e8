// rule kinds: identifier renames the name wherever it is written;
// expression only where it is an expression
@ren identifier@
@@
- old_name
+ new_name

@ex expression@
@@
- other
+ changed
