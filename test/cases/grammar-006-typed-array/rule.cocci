// an expression metavariable of array type: T[] E
@@
int[] E;
@@
- memset(E, 0, sizeof(E));
+ clear_array(E);
