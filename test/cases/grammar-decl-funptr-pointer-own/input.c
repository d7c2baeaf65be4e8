/* char_u, expand_T and GtkWidget are a header's typedefs, unknown here */
int g(int n)
{
	char_u *(*cb)(expand_T *, int) = NULL;
	GtkWidget *(*func)(GtkWidget *);

	return n * 2;
}
