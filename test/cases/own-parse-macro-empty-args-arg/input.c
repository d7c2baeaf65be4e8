/* pcre2test.c: a dispatch macro given `return` and an empty argument
 * list, (#define DISPATCH(opt_ret, fname, fargs) opt_ret
 * G(fname,BITONE) fargs in a branch of the file) */
static int process_command(void)
{
	old_trace(1);
	DISPATCH(return, process_command_, ());
}

static int process_data(int n)
{
	old_trace(n);
	DISPATCH(return, process_data_, (n));
}
