@@
identifier I;
expression E;
@@

struct client I = {
-	.name = E,
	...,
+	.dev = { .name = E, }
};
