console.log('postbuild: nothing yet');
