/* `struct {...}` never matches a union, named or nameless.  (Coccinelle
 * puts a space between the added name and the brace; cfix does not yet.) */
typedef union {
	int foo;
} t_foo;
typedef struct {
	int foo;
} t_bar;
