/* (vma->vm_end - vma->vm_start) >> PAGE_SHIFT is vma_pages(vma). */
#define PAGE_SHIFT 12
struct vm_area_struct {
	unsigned long vm_start;
	unsigned long vm_end;
};

int mmap_check(struct vm_area_struct *vma, unsigned long max)
{
	unsigned long pages = vma_pages(vma);

	return pages > max ? -22 : 0;
}
