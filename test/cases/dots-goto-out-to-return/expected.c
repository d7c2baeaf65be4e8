void kfree(void *p);
void foo(void);
void bar(void);

int gone(int large, int ret, void *p)
{
	if (large) {
		if (ret)
			goto err;
	}
	return 0;
err:
}

int freed(int large, int ret, void *p)
{
	if (large) {
		if (ret)
			goto err;
	}
	return 0;
err:
	kfree(p);
	return 1;
}

int not_return(int large, int ret)
{
	if (ret) {
		foo();
		goto out;
	}
	return 0;
out:
	bar();
}
