void h(void)
{
	use(new_old(1));
	use(keep(1));
	drop(new_old(1));
}
