#define DEFINE_ATTR(name)						\
static int device_ ## name ## _open(struct inode *inode)		\
{									\
	return single_open(inode, device_ ## name ## _show);		\
}									\
static const struct file_operations device_ ## name ## _fops = {	\
	.owner		= THIS_MODULE,					\
	.open		= device_ ## name ## _open,			\
};

void names(void)
{
	char *names[4] = {
		[1] "one",
		[2] "two",
	};
	use(names);
}
