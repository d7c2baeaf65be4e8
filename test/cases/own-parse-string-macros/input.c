/* A log level next to another macro is one string, as in spatch's
 * standard.h, so the call holding it is matched; two other names side
 * by side are read as spatch reads them (not an expression). */
static void report(struct device *dev, int code)
{
	print_status(KERN_INFO HW_ERR, code);
	log_line(KERN_DEBUG pr_fmt("code %d\n"), code);
	print_status(FW_BUG DEV_BUG, code);
}
