struct device;
const char *dev_name(struct device *);
void old_log(struct device *, ...);
void new_log(const char *, ...);

void report(struct device *d, int code, const char *why)
{
	old_log(d, "failed: %d (%s)\n",
		code, /* the reason */ why);
	old_log(d);
}
