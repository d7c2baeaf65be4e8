// a struct's end attribute in the rule, a name it declares `attribute
// name`: only the struct that ends with it loses its field
@@
attribute name __endattr;
@@
struct point {
	...
-	int unused;
	...
} __endattr;
